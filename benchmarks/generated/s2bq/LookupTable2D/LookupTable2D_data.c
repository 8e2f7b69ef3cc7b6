/*
 * File: LookupTable2D_data.c
 *
 * Code generated for Simulink model 'LookupTable2D'.
 *
 * Model version                  : 1.8
 * Simulink Coder version         : 8.6 (R2014a) 27-Dec-2013
 * C/C++ source code generated on : Mon Oct  5 16:57:05 2015
 *
 * Target selection: ert.tlc
 * Embedded hardware selection: 32-bit Generic
 * Emulation hardware selection:
 *    Differs from embedded hardware (MATLAB Host)
 * Code generation objectives: Unspecified
 * Validation result: Not run
 */

#include "LookupTable2D.h"
#include "LookupTable2D_private.h"

/* Block parameters (auto storage) */
P_LookupTable2D_T LookupTable2D_P = {
  /*  Expression: [4 5 6;16 19 20;10 18 23]
   * Referenced by: '<Root>/2_DLookupTable'
   */
  { 4.0, 16.0, 10.0, 5.0, 19.0, 18.0, 6.0, 20.0, 23.0 },

  /*  Expression: [1:3]
   * Referenced by: '<Root>/2_DLookupTable'
   */
  { 1.0, 2.0, 3.0 },

  /*  Expression: [1:3]
   * Referenced by: '<Root>/2_DLookupTable'
   */
  { 1.0, 2.0, 3.0 },

  /*  Computed Parameter: _DLookupTable_maxIndex
   * Referenced by: '<Root>/2_DLookupTable'
   */
  { 2U, 2U }
};

/*
 * File trailer for generated code.
 *
 * [EOF]
 */
