/*
 * File: DiscreteTimeIntegrator1_data.c
 *
 * Code generated for Simulink model 'DiscreteTimeIntegrator1'.
 *
 * Model version                  : 1.7
 * Simulink Coder version         : 8.6 (R2014a) 27-Dec-2013
 * C/C++ source code generated on : Thu Oct  1 15:33:29 2015
 *
 * Target selection: ert.tlc
 * Embedded hardware selection: 32-bit Generic
 * Emulation hardware selection:
 *    Differs from embedded hardware (MATLAB Host)
 * Code generation objectives: Unspecified
 * Validation result: Not run
 */

#include "DiscreteTimeIntegrator1.h"
#include "DiscreteTimeIntegrator1_private.h"

/* Block parameters (auto storage) */
P_DiscreteTimeIntegrator1_T DiscreteTimeIntegrator1_P = {
  1.0                                  /* Computed Parameter: Discrete_TimeIntegrator_gainval
                                        * Referenced by: '<Root>/Discrete_TimeIntegrator'
                                        */
};

/*
 * File trailer for generated code.
 *
 * [EOF]
 */
