/*
 * File: Chart_types.h
 *
 * Code generated for Simulink model 'Chart'.
 *
 * Model version                  : 1.78
 * Simulink Coder version         : 8.6 (R2014a) 27-Dec-2013
 * C/C++ source code generated on : Sat Oct  3 23:52:31 2015
 *
 * Target selection: ert.tlc
 * Embedded hardware selection: Intel->x86/Pentium
 * Code generation objectives: Unspecified
 * Validation result: Not run
 */

#ifndef RTW_HEADER_Chart_types_h_
#define RTW_HEADER_Chart_types_h_

/* Forward declaration for rtModel */
typedef struct tag_RTM_Chart RT_MODEL_Chart;

#endif                                 /* RTW_HEADER_Chart_types_h_ */

/*
 * File trailer for generated code.
 *
 * [EOF]
 */
