/*
 * File: Prelookup_data.c
 *
 * Code generated for Simulink model 'Prelookup'.
 *
 * Model version                  : 1.26
 * Simulink Coder version         : 8.6 (R2014a) 27-Dec-2013
 * C/C++ source code generated on : Mon Oct  5 16:57:37 2015
 *
 * Target selection: ert.tlc
 * Embedded hardware selection: 32-bit Generic
 * Emulation hardware selection:
 *    Differs from embedded hardware (MATLAB Host)
 * Code generation objectives: Unspecified
 * Validation result: Not run
 */

#include "Prelookup.h"
#include "Prelookup_private.h"

/* Block parameters (auto storage) */
P_Prelookup_T Prelookup_P = {
  /*  Expression: [10;20;30;40;50;60;70;80;90;100;110]
   * Referenced by: '<Root>/Prelookup'
   */
  { 10.0, 20.0, 30.0, 40.0, 50.0, 60.0, 70.0, 80.0, 90.0, 100.0, 110.0 },

  /*  Expression: sqrt([1:11])
   * Referenced by: '<Root>/InterpolationUsingPrelookup'
   */
  { 1.0, 1.4142135623730951, 1.7320508075688772, 2.0, 2.23606797749979,
    2.4494897427831779, 2.6457513110645907, 2.8284271247461903, 3.0,
    3.1622776601683795, 3.3166247903554 }
};

/*
 * File trailer for generated code.
 *
 * [EOF]
 */
